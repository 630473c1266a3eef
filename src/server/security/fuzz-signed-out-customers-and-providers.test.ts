import { fuzzEveryRoute } from './fuzz-every-route'

fuzzEveryRoute(['anonymous', 'customer', 'provider'])
