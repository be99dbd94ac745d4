// Back-office entry (webpack's `admin` compilation): the only module in src/admin/ that does
// something when imported.
import { startAdmin } from './app/bootstrap';

void startAdmin();
