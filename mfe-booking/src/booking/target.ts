/** The name of what an appointment dialog books, so the patient sees 'Услуга: …' and not a bare id. */
import { type BookingRequest, getCheckUp, getDoctor, getPromotion, getService } from '@clinic/shared';

/** One key per thing a patient can book: drafts and names are kept by it. */
export const targetKey = (request: BookingRequest) => `${request.kind}:${request.targetId ?? ''}`;

export async function fetchTargetName(request: BookingRequest): Promise<string | null> {
  const id = request.targetId;
  if (id === undefined) return null;
  switch (request.kind) {
    case 'services':
      return (await getService(id)).name;
    case 'promotion':
      return (await getPromotion(id)).name;
    case 'doctor':
      return (await getDoctor(id)).name;
    case 'checkup':
      return (await getCheckUp(id)).name;
    default:
      return null;
  }
}

/** The booked thing's name, or null when the API has no such id (it answers 404); any other failure throws. */
export async function fetchKnownTargetName(request: BookingRequest): Promise<string | null> {
  try {
    return await fetchTargetName(request);
  } catch (error) {
    if ((error as { response?: { status?: number } }).response?.status === 404) return null;
    throw error;
  }
}
