import { fuzzEveryRoute } from './fuzz-every-route'

fuzzEveryRoute(['provider', 'admin'])
