import { type DoctorSort, getDoctor, getDoctorLetters, getDoctors, getJobTitles } from '@clinic/shared';
import { createEffect } from 'effector';

/**
 * The doctors remote's API reads (SPEC §7), each an effect: every query reads through these, so a scope can be
 * given its own answers (`fork({ handlers })`) without touching the HTTP client.
 */
export const getDoctorsFx = createEffect((sort?: Partial<DoctorSort>) => getDoctors(sort));
export const getDoctorFx = createEffect(getDoctor);
export const getDoctorLettersFx = createEffect(getDoctorLetters);
export const getJobTitlesFx = createEffect(getJobTitles);
