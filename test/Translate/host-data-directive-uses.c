// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %t && %accc -acc=host -Wall -Werror -fopenacc-keep-omp -c %s -o host.o
// RUN: grep -v '^ *//' %t/host-data-directive-uses.omp.c | FileCheck %s
// RUN: %accc -acc=multicore -Wall -Werror -c %s -o %t/mc.o
// The print modes print clean OpenMP: nothing is left of the directives.
// RUN: %accc -acc=host -fopenacc-print=omp %s | grep -v '^ *//' | FileCheck %s --check-prefix=PRINT
// PRINT-NOT: (void)

// On the host and multicore the data directives vanish (the host's memory
// is the device's); enter data, exit data and update leave `(void)v;` for
// the local variables they name, so that -Wall reports none of them unused
// (UoB-HPC CloverLeaf's finalise.cpp: pointers used only by `exit data
// delete`; comms_kernel.cpp: a flag used only in `update if(...)`) in
// compiles.

void fin(double *p, double *q, int stage, int i) {
  double *a = p;
  double *b = q;
  int s = stage;
  // CHECK: (void)a; (void)b;
  #pragma acc exit data delete(a, b)
  // CHECK: (void)s; (void)a;
  #pragma acc update if (s) self(a[0:10])
  // CHECK: (void)q; (void)i;
  #pragma acc enter data copyin(q[i:1])
}
