// A header with OpenACC directives (for errors-in-header-and-macro.c): one
// with an error, one from a macro.
#define ACC_P(x) _Pragma(#x)
#define ZERO_LOOP(var) ACC_P(acc parallel loop copy(var[0:n]) present(var[0:n])) \
  for (int i = 0; i < n; ++i) var[i] = 0;
static inline void header_fill(int n, float *x) {
  #pragma acc parallel loop copy(x[0:n]) copyin(x)
  for (int i = 0; i < n; ++i)
    x[i] = 0;
}
