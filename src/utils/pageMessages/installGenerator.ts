/** Registers the `installGenerator.*` translations; import it before rendering any of them. */
import messages from '@rainbond/page-messages/installGenerator.json';
import {registerPageMessages} from './register';

registerPageMessages(messages);
