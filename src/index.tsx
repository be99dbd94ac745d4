// Client entry (webpack `entry`): the only module in src/ that does something when imported.
import { startClient } from './app/bootstrap';

void startClient();
