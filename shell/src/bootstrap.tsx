// The app's code, evaluated once the libraries are (index.ts): the start-up runs as this chunk is evaluated.
import { startShell } from './startup/startShell';

startShell();
