import { data } from 'react-router';
import { RouteErrorBoundary } from '#app/components/error-page';

export function loader() {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

export default function NotFound() {
  return null;
}

export const ErrorBoundary = RouteErrorBoundary;
