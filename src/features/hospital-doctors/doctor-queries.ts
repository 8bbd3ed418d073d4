/** What a change to a doctor makes stale: every page of the list, the doctor's detail and its review history. */
import type { QueryClient } from '@tanstack/react-query';
import { getGetDoctorAuditLogQueryKey, getGetDoctorDetailQueryKey, getGetDoctorListQueryKey } from '@generated/main/doctor/doctor';

/** Every page of the list, whatever its filters. */
export const DOCTOR_LISTS = getGetDoctorListQueryKey().slice(0, 2);

export function refreshDoctor(queryClient: QueryClient, id: number): Promise<unknown> {
  return Promise.all(
    [DOCTOR_LISTS, getGetDoctorDetailQueryKey({ id }), getGetDoctorAuditLogQueryKey({ id })].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
