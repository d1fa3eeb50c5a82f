// The lines after a routine's function keep their numbers in the compile of
// the translation (the #line marker after `end declare target`): the
// warning below is reported at its own line.
// RUN: %accc -acc=host -Wall -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu -Wall -c %s -o %t.o 2>&1 | FileCheck %s %}
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s --check-prefix=OMP

struct Table {
  float *v;
  int n;
#pragma acc routine seq
  float get(int i) { return v[i]; }
  void toDevice() {
    int unused;
#pragma acc enter data copyin(this)
  }
};
// CHECK: line-markers-routine.cpp:14:9: warning: unused variable 'unused'
// `copyin(this)` maps the object.
// OMP: #pragma omp target enter data map(to: this[0:1])

void use(Table &t) { t.toDevice(); }
