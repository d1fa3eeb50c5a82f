// RUN: rm -rf %t && mkdir -p %t
// RUN: python3 %S/../../scripts/fuzz/fuzz.py --accc %accc --no-tests --corpus %s --mutants 12 --seed 7 --target multicore --out %t/a > %t/a.txt
// RUN: FileCheck %s < %t/a.txt
// RUN: python3 %S/../../scripts/fuzz/fuzz.py --accc %accc --no-tests --corpus %s --mutants 12 --seed 7 --target multicore --out %t/b > /dev/null
// RUN: diff %t/a/log.jsonl %t/b/log.jsonl
// RUN: python3 %S/../../scripts/fuzz/fuzz.py --accc %accc --no-tests --corpus %s --mutants 5 --seed 7 --target multicore --out %t/c > /dev/null
// RUN: python3 %S/../../scripts/fuzz/fuzz.py --accc %accc --no-tests --corpus %s --mutants 12 --seed 7 --target multicore --out %t/c --resume | FileCheck %s
// RUN: diff %t/a/log.jsonl %t/c/log.jsonl
// RUN: not python3 %S/../../scripts/fuzz/fuzz.py --accc %accc --no-tests --corpus %s --mutants 12 --seed 8 --target multicore --out %t/c --resume 2>&1 | FileCheck %s --check-prefix=OTHER

// The fuzzing harness (scripts/fuzz/, docs/Testing.md "Fuzzing") on this
// file as its one seed: it checks the seed unmutated, runs 12 mutants of its
// directives, the same ones for the same --seed, and finds nothing here.
// A run stopped after 5 mutants and resumed (--resume) to 12 has run the
// same 12 mutants; resuming with another seed is refused.

// CHECK: fuzz.py: 1 seeds compile unmutated
// CHECK: accc fuzz: 12 mutants
// CHECK: counts: CRASH 0, UNCOMPILABLE 0, TIMEOUT 0, REJECTED {{[0-9]+}}, OK {{[0-9]+}}
// CHECK: distinct finds: 0
// OTHER: fuzz.py: cannot resume {{.*}}: seed was 7, now 8

float dot(int n, const float *x, const float *y) {
  float sum = 0;
#pragma acc parallel loop copyin(x[0:n], y[0:n]) reduction(+:sum)
  for (int i = 0; i < n; ++i)
    sum += x[i] * y[i];
  return sum;
}

void scale(int n, int m, float a, float *z) {
#pragma acc data copy(z[0:n*m])
  {
#pragma acc parallel loop gang num_gangs(4) async(1)
    for (int i = 0; i < n; ++i) {
#pragma acc loop vector
      for (int j = 0; j < m; ++j)
        z[i * m + j] *= a;
    }
#pragma acc wait(1)
  }
}
