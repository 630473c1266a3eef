import { fuzzEveryRoute } from './fuzz-every-route'

// The admin may call every route, so gets every run on each: as many calls as the three other roles.
fuzzEveryRoute(['admin'])
