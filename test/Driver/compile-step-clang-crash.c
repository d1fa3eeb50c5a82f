// RUN: rm -rf %t && mkdir -p %t
// RUN: env ACCC_CLANG=%S/Inputs/crashing-clang.sh TMPDIR=%t not %accc -acc=host -c %s -o %t/x.o 2>&1 | FileCheck %s
// RUN: cat %t/accc-crash-compile-step-clang-crash-*.txt | FileCheck --check-prefix=REPORT %s

// When clang crashes compiling the OpenMP that accc wrote (clang 22's x86
// back end does on some valid loops, docs/Testing.md), the user gets the
// output before the crash, then one error naming their file and the
// function, never clang's stack dump; clang's output and the translation
// go to a report file (lib/Driver/ClangCrash.cpp). The stand-in clang
// prints a real crash's lines (Inputs/crashing-clang.sh).

// CHECK: user.c:3:7: warning: a warning from before the crash
// CHECK-NEXT: accc: error: clang crashed compiling the OpenMP translation of '{{.*}}compile-step-clang-crash.c' (in its pass 'X86 DAG->DAG Instruction Selection', in function 'ns::step(int, double*)'): a defect of clang {{[0-9.]+}}, which accc cannot work around here
// CHECK-NEXT: accc: note: clang's output and the translation it compiled are in '{{.*}}accc-crash-compile-step-clang-crash-{{.*}}.txt' (for a bug report)
// CHECK-NEXT: accc: note: changing the code of that function, or the optimization level, may avoid the crash
// CHECK-NOT: Stack dump
// CHECK-NOT: PrintStackTrace

// REPORT: ==== clang's output ====
// REPORT: Stack dump:
// REPORT: ==== the translation clang compiled ====
// REPORT: #pragma omp parallel for

void step(int n, double *a) {
  #pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] *= 2;
}
