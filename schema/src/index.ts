export * from './constants.js';
export * from './rules/field-errors.js';
export * from './rules/quick-enquiry.js';
