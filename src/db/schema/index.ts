export * from './auth';
export * from './region';
export * from './system';
export * from './weather';
export * from './calendar';
export * from './bulletins';
export * from './sms';
