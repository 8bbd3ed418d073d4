/**
 * The people a new conversation can be with: the hospital's counselors (`/hospital-counselors`,
 * enabled staff accounts) and the platform's official counselors (`/commons/official_counselors`),
 * me left out. With a keyword they come from the name search (`/commons/counselor_query`, which
 * matches real and chat names over both kinds), split the same way.
 */
import { useGetHospitalCounselors, useGetOfficialCounselors, useQueryCounselors } from '@generated/chat/counselors/counselors.ts';
import type { ChatCounselor } from '@generated/chat/model';

/** The name search's page: every match (both kinds are a few dozen people). */
const SEARCH_LIMIT = 200;

export interface CounselorLists {
  hospital: ChatCounselor[];
  official: ChatCounselor[];
  loading: boolean;
}

export function useCounselors(myImId: string, keyword = ''): CounselorLists {
  const k = keyword.trim();
  const hospital = useGetHospitalCounselors({ query: { enabled: !k } });
  const official = useGetOfficialCounselors({ query: { enabled: !k } });
  const found = useQueryCounselors({ keyword: k, page: 1, limit: SEARCH_LIMIT }, { query: { enabled: !!k } });
  const notMe = (rows: ChatCounselor[] | undefined) => (rows ?? []).filter((c) => c.userId !== myImId);
  if (k) {
    const rows = notMe(found.data?.data.list);
    return {
      hospital: rows.filter((c) => !c.isPlatformCounselor),
      official: rows.filter((c) => c.isPlatformCounselor),
      loading: found.isPending,
    };
  }
  return { hospital: notMe(hospital.data?.data), official: notMe(official.data?.data), loading: hospital.isPending || official.isPending };
}
