// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=GPU
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -
// RUN: %accc -acc=gpu -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --check-prefix=MC

// declare at file scope of variables with a brace initializer
// (DeclareToOMP.cpp rule 7b): each is also declared target before its
// definition, which clang 22 needs when the initializer does not cover every
// element; a `static` one with its new symbol. Scalars and link need
// nothing. test/Execution/declare-initialized.c runs them on the GPU.

double coefs[64] = {1, 2, 3};
static int table[8] = {4, 5};
double scale = 2;
#pragma acc declare copyin(coefs, table, scale)

// GPU:      extern double coefs[64];
// GPU-NEXT: #pragma omp declare target(coefs)
// GPU-NEXT: double coefs[64] = {1, 2, 3};
// GPU-NEXT: extern int table[8] __asm__("table__accc_{{[0-9A-F]+}}");
// GPU-NEXT: #pragma omp declare target(table)
// GPU-NEXT: int table[8] __asm__("table__accc_{{[0-9A-F]+}}") = {4, 5};
// GPU-NEXT: double scale = 2;
// GPU-NEXT: #pragma omp declare target(coefs, table, scale)
// INFO: declare-initialized.c:15:13: remark: declare: 'coefs' is also declared target before its definition (its brace initializer needs it)
// INFO: declare-initialized.c:15:13: remark: declare: 'table' is also declared target before its definition (its brace initializer needs it)
// INFO-NOT: 'scale' is also
// MC-NOT: {{^}}extern

double sum(void) {
  double s = 0;
#pragma acc parallel loop reduction(+ : s)
  for (int i = 0; i < 64; ++i)
    s += coefs[i] * scale + table[i % 8];
  return s;
}
