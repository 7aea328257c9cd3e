import { data } from 'react-router-dom';
import { ApiError } from './api-client';

// Loaders turn "the API has no such record" into the router's 404, so the not-found page renders (and the
// server entry answers 404) instead of an error screen.

export const notFound = () => data(null, { status: 404, statusText: 'Không tìm thấy' });

export const orNotFound = async <T>(request: Promise<T>): Promise<T> => {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
};
