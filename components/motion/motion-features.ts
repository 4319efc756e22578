// Loaded on demand by MotionRoot, so the animation engine stays out of the first load.
import { domAnimation } from 'framer-motion';

export default domAnimation;
