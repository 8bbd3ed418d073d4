/**
 * A notification's jump lands on its real record: for every seeded notification of the demo
 * accounts whose type opens a record, the record's detail call with the notification's `assid`
 * answers that very record (never the contract's example row).
 */
import { describe, expect, it } from 'vitest';
import { apiClient, testPlatform, tokenFor } from '../../contract/test-client.ts';
import { sandboxHandlers } from '../index.ts';

type Api = ReturnType<typeof apiClient>;
const V1 = '/api/pc/1.0';

/** Type codes → how the page the jump opens reads its record, and the id the answer must carry. */
const JUMPS: { codes: number[]; open: (api: Api, assid: string) => Promise<{ id: unknown; expected: unknown }> }[] = [
  {
    codes: [133112],
    open: async (api, assid) => ({
      id: (await api.get<{ id: number }>(`${V1}/comment/getCommentInfo`, { id: assid })).data.id,
      expected: Number(assid),
    }),
  },
  {
    codes: [1, 2, 3, 133085],
    open: async (api, assid) => ({
      id: (await api.get<{ id: number }>(`${V1}/TransferTreatmentOrder/GetDetail`, { followId: assid })).data.id,
      expected: Number(assid),
    }),
  },
  {
    codes: [133094],
    open: async (api, assid) => ({
      id: (await api.get<{ id: number }>(`${V1}/doctor/getDoctorDetail`, { id: assid })).data.id,
      expected: Number(assid),
    }),
  },
  {
    codes: [133102, 200104, 200108],
    open: async (api, assid) => {
      const list = await api.post<{ list: { id: number; contractType: number }[] }>(`${V1}/contract/getList`, { page: 1, limit: 50 });
      const type = list.data.list.find((c) => c.id === Number(assid))?.contractType;
      const detail = await api.get<{ id: number }>(`${V1}/contract/getDetail`, { id: assid, contractType: type });
      return { id: detail.data.id, expected: Number(assid) };
    },
  },
  {
    codes: [13310201, 13310202, 13310203, 13310204],
    open: async (api, assid) => {
      const [id, type] = assid.split('_');
      return { id: (await api.get<{ id: number }>(`${V1}/contract/getDetail`, { id, contractType: type })).data.id, expected: Number(id) };
    },
  },
  {
    codes: [2024040801, 2024040802],
    open: async (api, assid) => ({
      id: (await api.get<{ id: number }>(`${V1}/projectCertification/getDetail`, { id: assid })).data.id,
      expected: Number(assid),
    }),
  },
  {
    codes: [133098],
    open: async (api, assid) => ({
      id: (await api.get<{ id: number }>(`${V1}/financeBill/getBillDetail`, { id: assid })).data.id,
      expected: Number(assid),
    }),
  },
  {
    codes: [200002],
    open: async (api, assid) => ({
      id: (await api.get<{ id: number }>(`${V1}/financeBill/getInvoiceInfo`, { id: assid })).data.id,
      expected: Number(assid),
    }),
  },
  {
    codes: [20230508, 20230727],
    open: async (api, assid) => ({
      id: (await api.get<{ id: number }>(`${V1}/followIncentive/getOrderDetail`, { id: assid })).data.id,
      expected: Number(assid),
    }),
  },
  {
    codes: [20250508],
    open: async (api, assid) =>
      assid === '0'
        ? { id: 0, expected: 0 } // a warning without a recommended course has no jump
        : { id: (await api.get<{ id: number }>(`${V1}/studyCenter/getCourseDetail`, { id: assid })).data.id, expected: Number(assid) },
  },
  {
    codes: [200904],
    open: async (api, assid) => ({
      id: (await api.post<{ id: number }>(`${V1}/hospitalbulletin/getBulletinDetail`, { id: Number(assid) })).data.id,
      expected: Number(assid),
    }),
  },
];

describe('notification jumps', () => {
  it.each(['demo-main', 'demo-sub'])(
    'open the real record of every seeded notification of %s',
    async (account) => {
      const { platform } = testPlatform();
      const api = apiClient(platform, sandboxHandlers(platform), tokenFor(platform, account));
      const notifications = platform.db.notifications.list({ where: { account } });
      let opened = 0;
      for (const { codes, open } of JUMPS) {
        const ofType = notifications.filter((n) => codes.includes(n.type));
        expect(ofType.length, `seeded notifications of ${codes.join('/')}`).toBeGreaterThan(0);
        for (const n of ofType) {
          const { id, expected } = await open(api, n.assid);
          expect(id, `${n.type} ${n.assid}`).toBe(expected);
          opened++;
        }
      }
      expect(opened).toBeGreaterThan(15);
    },
    60_000,
  );
});
