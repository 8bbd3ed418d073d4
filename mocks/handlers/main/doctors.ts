/** Doctors: list, detail, review history, add/edit (submits for review), online status, delete. */
import { deleteDoctor, doctorAuditLog, getDoctor, listDoctors, saveDoctor, setDoctorOnline } from '../../domain/doctors.ts';
import { mainRoutes } from '../route.ts';

export const doctorRoutes = [
  mainRoutes({
    getDoctorList: ({ platform, body }) => listDoctors(platform, body),
    getDoctorDetail: ({ platform, query }) => getDoctor(platform, query.id),
    getDoctorAuditLog: ({ platform, query }) => doctorAuditLog(platform, query.id),
    saveDoctor: ({ platform, account, body }) => ({ id: saveDoctor(platform, account, body) }),
    setDoctorOnlineStatus: ({ platform, body }) => {
      setDoctorOnline(platform, body.id, body.onlineStatus);
      return true;
    },
    deleteDoctor: ({ platform, body }) => {
      deleteDoctor(platform, body.id);
      return true;
    },
  }),
];
