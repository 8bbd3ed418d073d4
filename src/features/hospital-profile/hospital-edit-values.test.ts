import { afterEach, describe, expect, it } from 'vitest';
import type { HospitalBaseInfo } from '@generated/main/model';
import { configureImageBaseUrl, getImageBaseUrl } from '@/lib/media/image-path.ts';
import { draftFields, editValues, formFieldsOf, saveRequest } from './hospital-edit-values.ts';

const info: HospitalBaseInfo = {
  id: 1,
  registeredName: '上海美莱医疗美容门诊部',
  brandName: '上海美莱',
  creditCode: '91310105MA1FW8XQ3K',
  logo: { url: 'hospital/logo.png' },
  type: 2,
  level: 0,
  establishedDate: '2003-06-18',
  provinceId: 310000,
  provinceName: '上海市',
  cityId: 310100,
  cityName: '上海',
  districtId: 310105,
  districtName: '长宁区',
  address: '延安西路789号',
  geo: { longitude: 121.42, latitude: 31.21 },
  businessHours: { openTime: '09:00', closeTime: '21:00' },
  phone: '021-62281234',
  environmentImages: [{ url: 'hospital/lobby.jpg' }],
  auditStatus: 2,
  pendingAuditId: null,
  rejectReason: null,
  hasDraft: false,
  updateTime: '2026-11-01 10:00:00',
};

const previous = getImageBaseUrl();
afterEach(() => configureImageBaseUrl(previous));

describe('hospital edit values', () => {
  it('opens on the draft over the approved information', () => {
    const values = editValues(info, { brandName: '美莱医美', provinceId: 330000, cityId: 330100, districtId: 330101 });
    expect(values).toMatchObject({
      brandName: '美莱医美',
      registeredName: info.registeredName,
      region: [330000, 330100, 330101],
      openTime: '09:00',
    });
  });

  it('stores image paths without the image host and drops blank entries (section 5)', () => {
    configureImageBaseUrl('https://img.example.com');
    const values = {
      ...editValues(info),
      logo: ['https://img.example.com/hospital/new-logo.png'],
      environmentImages: ['  ', 'https://img.example.com/a.jpg', 'b.jpg'],
    };
    expect(draftFields(values).environmentImages).toEqual([{ url: 'a.jpg' }, { url: 'b.jpg' }]);
    const request = saveRequest(values, info.geo);
    expect(request.logo).toEqual({ url: 'hospital/new-logo.png' });
    expect(request.environmentImages).toEqual([{ url: 'a.jpg' }, { url: 'b.jpg' }]);
  });

  it('a draft keeps only what is filled in; a submission without the map keeps the approved position', () => {
    expect(draftFields({ brandName: '  ', address: ' 新地址 ' })).toEqual({ address: '新地址' });
    expect(saveRequest({ ...editValues(info), longitude: null, latitude: null }, info.geo).geo).toEqual(info.geo);
  });

  it('marks the form fields a pending change covers', () => {
    expect([...formFieldsOf(['brandName', 'businessHours', 'geo'])]).toEqual([
      'brandName',
      'openTime',
      'closeTime',
      'hoursRemark',
      'longitude',
      'latitude',
    ]);
  });
});
