/** Typed functions for every call of SPEC §7. */
import type { AxiosRequestConfig } from 'axios';
import { getData, postJson } from './http';
import type {
  Analysis,
  AnalysisCategory,
  Banner,
  CallbackRequest,
  CheckUp,
  CheckUpPackage,
  Doctor,
  DoctorSort,
  FeedbackType,
  JobTitle,
  ParentCheckUp,
  Promotion,
  RussianLetterGroup,
  Service,
  ServiceCategory,
} from './types';

export const getAnalyses = () => getData<Analysis[]>('/analyses');
export const getAnalysis = (id: number) => getData<Analysis>(`/analyses/${id}`);
export const getAnalysisCategories = () => getData<AnalysisCategory[]>('/category-analyses');
export const getAnalysisLetters = () => getData<RussianLetterGroup[]>('/analyse/russian-letters');

export const getCheckUps = () => getData<CheckUp[]>('/check-ups');
export const getCheckUp = (id: number) => getData<CheckUp>(`/check-ups/${id}`);
export const getCheckUpPackages = () => getData<CheckUpPackage[]>('/check-up-packages');
export const getCheckUpPackage = (id: number) => getData<CheckUpPackage>(`/check-up-packages/${id}`);
export const getParentCheckUps = () => getData<ParentCheckUp[]>('/parent-check-ups');
export const getParentCheckUp = (id: number) => getData<ParentCheckUp>(`/parent-check-ups/${id}`);

export const getPromotions = () => getData<Promotion[]>('/promotions');
export const getPromotion = (id: number) => getData<Promotion>(`/promotions/${id}`);

export const getDoctors = (sort?: Partial<DoctorSort>) => getData<Doctor[]>('/doctors', { params: sort });
export const getDoctor = (id: number) => getData<Doctor>(`/doctors/${id}`);
export const getDoctorLetters = () => getData<RussianLetterGroup[]>('/doctor/russian-letters');
export const getJobTitles = () => getData<JobTitle[]>('/job-titles');
export const getJobTitle = (id: number) => getData<JobTitle>(`/job-titles/${id}`);

export const getServices = () => getData<Service[]>('/services');
export const getService = (id: number) => getData<Service>(`/services/${id}`);
export const getServiceCategories = () => getData<ServiceCategory[]>('/category-services');
export const getBanners = () => getData<Banner[]>('/banners');

type Post<Extra> = (body: CallbackRequest & Extra, config?: AxiosRequestConfig) => Promise<unknown>;

export const requestCheckup: Post<{ checkup_id: number }> = (body, config) =>
  postJson('/request-checkups', body, config);
export const requestDoctor: Post<{ doctor_id: number }> = (body, config) =>
  postJson('/request-doctors', body, config);
export const requestService: Post<{ service_id: number }> = (body, config) =>
  postJson('/request-services', body, config);
export const requestPromotion: Post<{ promotion_id: number }> = (body, config) =>
  postJson('/request-promotions', body, config);
export const sendFeedback: Post<{ type: FeedbackType }> = (body, config) =>
  postJson('/application-feedback', body, config);
