// RUN: %accc -acc=gpu -fopenacc-print=omp -fopenacc-run-ahead %s 2>/dev/null | grep -v '^ *//' | FileCheck %s
// RUN: %accc -acc=gpu -fopenacc-print=omp -fopenacc-run-ahead %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | grep -v '^ *//' | FileCheck %s --check-prefix=PRINT
// RUN: %accc -acc=multicore -fopenacc-print=omp -fopenacc-run-ahead %s 2>/dev/null | grep -v '^ *//' | FileCheck %s --check-prefix=PRINT
// RUN: %accc -acc=gpu -fopenacc-run-ahead -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO
// RUN: %accc -acc=gpu -fopenacc-run-ahead -fno-openacc-run-ahead -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=OFF

// A synchronous compute construct whose effects stay in device memory is
// marked for libacc, which lets its launch run ahead of the host
// (lib/Transform/RunAhead.cpp). The compile path marks by default; the
// print modes only with -fopenacc-run-ahead (the printed OpenMP calls none
// of libacc's internals); host and multicore never.

int side(void);

void marks(double *a, double *b, int n, int on, double *d) {
  // Present data, scalars by value: marked, `on` 1.
#pragma acc parallel loop present(a[0:n], b[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = 2 * b[i];
  // CHECK-LABEL: void marks(
  // CHECK:      __accc_run_ahead(1);
  // CHECK-NEXT: #pragma omp target teams distribute parallel for
  // CHECK-NEXT: for (int i = 0; i < n; ++i)

  // An if condition: the mark holds only where the kernel is launched.
#pragma acc parallel loop present(a[0:n]) if(on)
  for (int i = 0; i < n; ++i)
    a[i] += 1;
  // CHECK:      __accc_run_ahead(__ACCC_ON(on));
  // CHECK-NEXT: #pragma omp target teams distribute parallel for {{.*}}if(target: on)

  // A data clause that may copy: marked; libacc runs it ahead only where
  // the data is all present (no copy happens).
#pragma acc kernels copy(b[0:n])
  b[0] = 1;
  // CHECK:      __accc_run_ahead(1);
  // CHECK-NEXT: #pragma omp target teams {{.*}}map(ompx_hold, tofrom: b[0:n])

  // Not marked: a reduction (the host reads its result), async,
  // deviceptr, no_create, an if condition with side effects.
  double s = 0;
#pragma acc parallel loop present(a[0:n]) reduction(+:s)
  for (int i = 0; i < n; ++i)
    s += a[i];
#pragma acc parallel loop present(a[0:n]) async(1)
  for (int i = 0; i < n; ++i)
    a[i] = s;
#pragma acc parallel loop deviceptr(d)
  for (int i = 0; i < n; ++i)
    d[i] = 0;
#pragma acc parallel loop no_create(b[0:n])
  for (int i = 0; i < n; ++i)
    b[i] = 0;
#pragma acc parallel loop present(a[0:n]) if(side())
  for (int i = 0; i < n; ++i)
    a[i] = 0;
  // CHECK-NOT: __accc_run_ahead
  // CHECK-LABEL: void after(
}

void after(void) {}

// PRINT-NOT: __accc_run_ahead

// INFO:     run-ahead.c:18:13: remark: parallel loop ->
// INFO:     run-ahead.c:18:13: remark: synchronous: the host goes on at once where no data moves (run-ahead)
// INFO:     run-ahead.c:27:13: remark: synchronous: the host goes on at once where no data moves (run-ahead)
// INFO:     run-ahead.c:35:13: remark: synchronous: the host goes on at once where no data moves (run-ahead)
// INFO-NOT: run-ahead)

// OFF-NOT: run-ahead)
