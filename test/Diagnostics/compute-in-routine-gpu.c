// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify %s
// RUN: %accc -acc=host %s -o %t.host && %t.host
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc

// ClauseChecks rule 17: a compute construct in a function that a routine
// directive makes a device function would be a kernel launched from device
// code; accc does not translate that for the GPU (a fuzzing find: the
// OpenMP compile failed on the globals the nested region captured). On
// multicore and host the routine directive vanishes and the construct runs.

double coefs[4] = {1, 2, 3, 4};

#pragma acc routine seq
double sum(void) {
  double s = 0;
  // expected-error@+1 {{OpenACC 'parallel loop' construct in 'sum', a function with a 'routine' directive, is not supported yet for the GPU: accc does not launch kernels from device code}}
#pragma acc parallel loop reduction(+ : s)
  for (int i = 0; i < 4; ++i)
    s += coefs[i];
  return s;
}

void scale(double *a, int n);
#pragma acc routine(scale) seq

void scale(double *a, int n) {
  // expected-error@+1 {{OpenACC 'kernels' construct in 'scale', a function with a 'routine' directive}}
#pragma acc kernels copy(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] *= 2;
}

int main(void) {
  double a[2] = {1, 2};
  scale(a, 2);
  return sum() == 10 && a[1] == 4 ? 0 : 1;
}
