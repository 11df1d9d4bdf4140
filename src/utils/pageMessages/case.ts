/** Registers the `case.*` translations; import it before rendering any of them. */
import messages from '@rainbond/page-messages/case.json';
import {registerPageMessages} from './register';

registerPageMessages(messages);
