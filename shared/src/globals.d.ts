declare const __CLINIC_APP__: string;
/** True outside production builds: development-only switches are compiled out of production. */
declare const __DEV_OVERRIDES__: boolean;
