/** A doctor id from the address: a positive whole number, else null (the page says the doctor is not found). */
export function validDoctorId(raw: string | null): number | null {
  const id = Number(raw);
  return raw !== null && Number.isInteger(id) && id > 0 ? id : null;
}
