// The remote's own page in dev: an async boundary first, so shared singletons settle before they run.
import('./standalone-bootstrap');
