/** Registers the `usescene.*` translations; import it before rendering any of them. */
import messages from '@rainbond/page-messages/usescene.json';
import {registerPageMessages} from './register';

registerPageMessages(messages);
