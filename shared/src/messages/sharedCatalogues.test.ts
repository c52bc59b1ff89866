import path from 'node:path';
import { describe } from 'vitest';
import { catalogueAgreement } from '../testing/catalogueAgreement';

describe("the shared package's catalogues", () => catalogueAgreement(path.join(__dirname)));
