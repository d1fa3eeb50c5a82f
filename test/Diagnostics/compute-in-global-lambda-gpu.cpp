// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify %s
// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu -DIN_FUNCTIONS %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// ClauseChecks rule 30: a compute construct in a lambda defined outside any
// function is an error for the GPU (clang 22 crashes generating a target
// region there: llvm-project issue 136652; fuzzing find of seed 13). A
// lambda in a function compiles for the GPU; host and multicore run all.

#include <stdio.h>

#ifndef IN_FUNCTIONS
// A namespace-scope variable's lambda.
auto total = [](const double *a, int n) {
  double s = 0;
  // expected-error@+1 {{OpenACC 'parallel loop' construct in a lambda defined outside any function is not supported for the GPU: clang 22 crashes compiling a target region there (llvm-project issue 136652); define the lambda in a function, or make it a function}}
#pragma acc parallel loop reduction(+ : s) copyin(a[0:n])
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
};

// A lambda nested in one, and a data member's lambda.
namespace ns {
inline auto twice = [](double *a, int n) {
  auto inner = [&]() {
    // expected-error@+1 {{OpenACC 'serial' construct in a lambda defined}}
#pragma acc serial copy(a[0:n])
    for (int i = 0; i < n; ++i)
      a[i] *= 2;
  };
  inner();
};
}
struct Scaler {
  void (*scale)(double *, int) = [](double *a, int n) {
    // expected-error@+1 {{OpenACC 'kernels' construct in a lambda defined}}
#pragma acc kernels copy(a[0:n])
    for (int i = 0; i < n; ++i)
      a[i] += 1;
  };
};

// Data directives there compile (no target region).
auto present_check = [](double *a, int n) {
#pragma acc enter data copyin(a[0:n])
#pragma acc exit data delete(a[0:n])
};

int main() {
  double a[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  present_check(a, 8);
  ns::twice(a, 8);
  Scaler().scale(a, 8);
  printf("total %g\n", total(a, 8));
  return 0;
}
#else
// The same lambdas in a function: fine on the GPU.
int main() {
  auto total = [](const double *a, int n) {
    double s = 0;
#pragma acc parallel loop reduction(+ : s) copyin(a[0:n])
    for (int i = 0; i < n; ++i)
      s += a[i];
    return s;
  };
  auto twice = [](double *a, int n) {
#pragma acc serial copy(a[0:n])
    for (int i = 0; i < n; ++i)
      a[i] *= 2;
  };
  double a[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  twice(a, 8);
  for (int i = 0; i < 8; ++i)
    a[i] += 1;
  printf("total %g\n", total(a, 8));
  return 0;
}
#endif
// CHECK: total 80
