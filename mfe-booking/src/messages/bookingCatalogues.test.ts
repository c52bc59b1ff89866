import path from 'node:path';
import { catalogueAgreement } from '@clinic/shared/src/testing/catalogueAgreement';
import { describe } from 'vitest';

describe("the booking remote's catalogues", () => catalogueAgreement(path.join(__dirname)));
