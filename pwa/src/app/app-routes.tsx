import { Component, type ReactNode } from 'react';
import { type Location, useLocation, useRoutes } from 'react-router';
import { ErrorScreen } from './error-screen';
import { routes } from './routes';

/** The site: the route table, with the error screen in place of the whole page when a screen throws. */
export function AppRoutes() {
  const location = useLocation();
  return <ScreenErrorBoundary location={location}>{useRoutes(routes, location)}</ScreenErrorBoundary>;
}

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  /** Where the page was last rendered: navigating elsewhere clears a failure. */
  location: Location | undefined;
}

class ScreenErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, location: undefined };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return state.location === props.location ? null : { failed: false, location: props.location };
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
