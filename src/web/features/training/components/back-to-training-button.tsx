import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import { Button } from '../../../components/ui/button';

/** "Back to Training" as a small button: the way out of a finished or a locked module. */
export function BackToTrainingButton() {
  return (
    <Button size="sm" variant="outline" asChild>
      <Link to={paths.training}>Back to Training</Link>
    </Button>
  );
}
