/** Registers the `enterprisePage.*` translations; import it before rendering any of them. */
import messages from '@rainbond/page-messages/enterprisePage.json';
import {registerPageMessages} from './register';

registerPageMessages(messages);
