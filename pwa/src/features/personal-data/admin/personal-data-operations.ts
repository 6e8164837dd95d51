import { ERASE_PERSONAL_DATA_MUTATION, type ErasePersonalDataMutation, PERSONAL_DATA_QUERY, type PersonalDataQuery } from '@site/schema';
import { apolloDocument } from '../../../lib/apollo-document';

export type FoundPersonalData = PersonalDataQuery['personalData'];
export type PersonalDataErasure = ErasePersonalDataMutation['erasePersonalData'];

export const PERSONAL_DATA = apolloDocument(PERSONAL_DATA_QUERY);
export const ERASE_PERSONAL_DATA = apolloDocument(ERASE_PERSONAL_DATA_MUTATION);
