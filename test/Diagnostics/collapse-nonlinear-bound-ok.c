// RUN: %accc -fsyntax-only -Xclang -verify %s
// RUN: %accc -acc=host -c %s -o %t.o
// RUN: %accc -acc=multicore -c %s -o %t.o
// RUN: %if gpu-compile %{ %accc -acc=gpu -c %s -o %t.o %}
// expected-no-diagnostics

// Non-rectangular collapsed and tiled nests that ClauseChecks rule 16 lets
// through (collapse-nonlinear-bound.c): bounds linear in one enclosing
// control variable, steps that do not depend on one. They compile.

void f(int n, int m, float *x) {
#pragma acc parallel loop collapse(2)
  for (int i = 0; i < n; ++i) for (int j = i; j < n; ++j)
    x[j] += 1;
#pragma acc parallel loop collapse(2)
  for (int i = 0; i < n; ++i) for (int j = 2 * i + 1; j < n - i; ++j)
    x[j] += 1;
#pragma acc parallel loop collapse(2)
  for (int i = 0; i < n; ++i) for (int j = i * m; j < i * m + m; j++)
    x[j] += 1;
#pragma acc parallel loop collapse(2)
  for (int i = 0; i < n; ++i) for (int j = 0; j < (i + 1) * 2; ++j)
    x[j] += 1;
#pragma acc parallel loop collapse(2)
  for (int i = 0; i < n; ++i) for (int j = n - i * 2; j >= 0; --j)
    x[j] += 1;
#pragma acc parallel loop collapse(2)
  for (int i = 0; i < n; ++i) for (int j = 0; j < n; j += m)
    x[j] += 1;
#pragma acc parallel loop collapse(3)
  for (int i = 0; i < n; ++i) for (int j = 0; j < n; ++j) for (int k = j; k < j + n; ++k)
    x[k] += 1;
#pragma acc parallel loop tile(2, 2)
  for (int i = 0; i < n; ++i) for (int j = 0; j <= i; ++j)
    x[j] += 1;
}
