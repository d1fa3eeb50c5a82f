// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify %s
// RUN: %accc -acc=host -fsyntax-only -Xclang -verify=host %s
// host-no-diagnostics

// A variable of static storage that a routine function uses must be in a
// `declare` directive (OpenACC 3.3 sec. 2.15.1), which gives the device
// its copy; without one the GPU build failed at the device link (nvlink:
// "Undefined reference to 'tbl'"). An error for the GPU at the first use
// (Analysis/RoutineGlobals.cpp); constants folded where they are read and
// declared variables are fine (clang rejects static locals there itself).
// A file-scope `declare deviceptr` gives the device no copy either (the
// pointer holds a device address for the host's constructs; GCC's
// declare-3.c failed at the device link): an error of its own.

int counter;
static const double tbl[4] = {1, 2, 3, 4};
const int K = 3;
double gd[4];
#pragma acc declare create(gd)
extern double linked[8];
#pragma acc declare link(linked)
float *dp;
#pragma acc declare deviceptr(dp)

#pragma acc routine seq
double f(int i) {
  // expected-error@+1 {{'counter', a variable of static storage, is used in routine function 'f' but no 'declare' directive names it, so the device has no copy of it (OpenACC 3.3 sec. 2.15.1): add '#pragma acc declare create(counter)' (or copyin) after its declaration}}
  counter++;
  counter--;
  // expected-error@+1 {{'tbl', a variable of static storage, is used in routine function 'f'}}
  return tbl[i % 4] * K + gd[i % 4] + linked[i % 8];
}

#pragma acc routine seq
float *g(void) {
  // expected-error@+1 {{'dp' is used in routine function 'g', but its 'declare' directive has 'deviceptr', which gives the device no copy of it (OpenACC 3.3 sec. 2.15.1 asks for create, copyin, device_resident or link): pass the pointer to the routine as an argument, or declare it with 'create' and update its device copy}}
  return dp;
}

double host_only(int i) { return tbl[i % 4] + counter; }
