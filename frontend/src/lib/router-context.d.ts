// Loaders receive react-router's request context as a RouterContextProvider (react-router 7's middleware
// types); lib/api-client.ts keeps each render's API in it.
import 'react-router';

declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}
