/* Portability macros as OpenACC codes write them: the directive text comes
   from the macro's arguments through _Pragma. */
#ifndef ACC_PORTABILITY_H
#define ACC_PORTABILITY_H
#define ACC_STR(x) #x
#define ACC_PRAGMA(x) _Pragma(ACC_STR(x))
#define ACC_PARALLEL_LOOP(...) ACC_PRAGMA(acc parallel loop __VA_ARGS__)
#define ACC_DATA(...) ACC_PRAGMA(acc data __VA_ARGS__)
#define ACC_UPDATE_HOST(...) ACC_PRAGMA(acc update host(__VA_ARGS__))
#define FOR_EACH(i, n) ACC_PARALLEL_LOOP(present(field)) for (int i = 0; i < (n); ++i)
#endif
