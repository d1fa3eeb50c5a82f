// RUN: %accc -fsyntax-only -Xclang -verify %s

// accc translates OpenACC only in the files it compiles, not in headers.
// expected-error-re@Inputs/acc-in-header.h:3 {{OpenACC directive in included file '{{.*}}acc-in-header.h' is not supported yet: accc translates OpenACC only in the files it compiles}}
#include "Inputs/acc-in-header.h"

void f(int n, float *x) { header_fill(n, x); }
