/** Registers the `featurePage.*` translations; import it before rendering any of them. */
import messages from '@rainbond/page-messages/featurePage.json';
import {registerPageMessages} from './register';

registerPageMessages(messages);
