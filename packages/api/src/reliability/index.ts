/** What other domains use of reliability: the catalogue's figures, and the scheduled refresh. */
export { reliabilityAnswer, reliabilityColumns } from './answer.ts';
export { refreshReliability } from './refresh.ts';
