import path from 'node:path';
import { catalogueAgreement } from '@clinic/shared/testing';
import { describe } from 'vitest';

describe("the doctors remote's catalogues", () => catalogueAgreement(path.join(__dirname)));
