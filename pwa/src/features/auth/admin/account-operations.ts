import {
  CONFIRM_TWO_FACTOR_MUTATION,
  SET_TWO_FACTOR_REQUIRED_MUTATION,
  START_TWO_FACTOR_MUTATION,
  TURN_OFF_TWO_FACTOR_MUTATION,
  TWO_FACTOR_STATUS_QUERY,
} from '@site/schema';
import { apolloDocument } from '../../../lib/apollo-document';

export const TWO_FACTOR_STATUS = apolloDocument(TWO_FACTOR_STATUS_QUERY);
export const START_TWO_FACTOR = apolloDocument(START_TWO_FACTOR_MUTATION);
export const CONFIRM_TWO_FACTOR = apolloDocument(CONFIRM_TWO_FACTOR_MUTATION);
export const TURN_OFF_TWO_FACTOR = apolloDocument(TURN_OFF_TWO_FACTOR_MUTATION);
export const SET_TWO_FACTOR_REQUIRED = apolloDocument(SET_TWO_FACTOR_REQUIRED_MUTATION);
