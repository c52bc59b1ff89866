/** Entity types of SPEC §3, as the API sends them. */

export interface Analysis {
  id: number;
  /** May contain HTML: render only through SafeHtml. */
  name: string;
  /** Missing means 0. */
  price?: number | null;
  category_analysis_id: number;
  /** Truthy when preparation is required. */
  document?: string | null;
  bloodTestIncluded: boolean;
}

export interface AnalysisCategory {
  id: number;
  name: string;
}

export interface RussianLetterGroup {
  letter: string;
  categories: { id: number }[];
}

export interface ParentCheckUp {
  id: number;
  slug: string;
  name: string;
  short_description: string;
  short_tags: string[];
  min_price: number;
  image?: string | null;
}

export interface CheckUp {
  id: number;
  parent_id: number;
  slug: string;
  name: string;
  description?: string;
}

export interface CheckUpPackage {
  id: number;
  check_up_id: number;
  name: string;
  program_description: { description: string }[];
  /** Null when the package is not offered to men (a women's programme); the same for women below. */
  male_check_up_price: number | null;
  female_check_up_price: number | null;
}

export interface Promotion {
  id: number;
  slug: string;
  name: string;
  description: string;
  price?: number | null;
  discount?: number | null;
  image?: string | null;
  file?: string | null;
  list_description?: string | null;
  journey_description?: string | null;
  result_in_time?: number | null;
  warning?: string | null;
  is_certificate: boolean;
  is_for_childs: boolean;
  is_for_olders: boolean;
  /** Layout tab this promotion belongs to (diagnostic, surgery, …). */
  category?: string | null;
}

export interface ServiceCategory {
  id: number;
  name: string;
  slug: string;
  sort: number;
}

export interface JourneyStep {
  name: string;
  description: string;
}

export interface Service {
  id: number;
  slug: string;
  name: string;
  description: string;
  price?: number | null;
  discount?: number | null;
  image?: string | null;
  file?: string | null;
  in_header: boolean;
  is_for_childs: boolean;
  is_for_olders: boolean;
  list_description?: string | null;
  journey_description: JourneyStep[];
  warning?: string | null;
  category_service: { id: number; name: string };
}

export interface Review {
  name: string;
  star: number;
  review: string;
  created_at: string;
}

export interface Doctor {
  id: number;
  slug: string;
  name: string;
  image?: string | null;
  tags: string[];
  rating: number;
  description: string;
  short_info: { specialty: string }[];
  education: { graduation_year: number; university: string }[];
  advance_trainings: { year: number; training: string; institution: string }[];
  first_appointment: { price: number };
  repeated_appointment: { price: number };
  experience: number;
  reviews: Review[];
  reviews_count: number;
  job_title_ids: number[];
}

export interface JobTitle {
  id: number;
  name: string;
}

export interface Banner {
  id: number;
  link: string;
  image: string;
  mob_image: string;
  title?: string;
}

export type DoctorSortBy = '' | 'first_appointment' | 'rating' | 'experience';
export type SortDirection = '' | 'asc' | 'desc';

export interface DoctorSort {
  sort_by: DoctorSortBy;
  sort_direction: SortDirection;
}

/** A callback request: name and phone ('7' followed by 10 digits), plus the target id by kind. */
export interface CallbackRequest {
  name: string;
  phone: string;
}

export type FeedbackType = 'consult' | 'mail';

/** One field error in a 400 answer of the request POSTs. */
export interface FieldError {
  field: string;
  message: string;
}
