export * from './image-base64';
