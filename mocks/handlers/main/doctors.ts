/** Doctors: list, detail, online status. */
import { getDoctor, listDoctors, setDoctorOnline } from '../../domain/doctors.ts';
import { mainRoutes } from '../route.ts';

export const doctorRoutes = [
  mainRoutes({
    getDoctorList: ({ platform, body }) => listDoctors(platform, body),
    getDoctorDetail: ({ platform, query }) => getDoctor(platform, query.id),
    setDoctorOnlineStatus: ({ platform, body }) => {
      setDoctorOnline(platform, body.id, body.onlineStatus);
      return true;
    },
  }),
];
