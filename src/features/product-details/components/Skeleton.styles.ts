/** A pulsing grey block standing in for content of the same size while it loads. */
export { Bone } from '../../../shared/ui/Skeleton';
