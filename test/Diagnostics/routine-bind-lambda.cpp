// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify=gpu %s
// RUN: %accc -acc=multicore -fsyntax-only -Xclang -verify=host %s
// RUN: %accc -acc=host -fsyntax-only -Xclang -verify=host %s

// bind of a lambda's routine or to a lambda (the V&V suite's
// routine_bind_*lambda*): translated at the calls in device code
// (lib/Transform/CallSiteBinds.cpp; test/Execution/routine-bind-lambda.cpp).
// For the GPU the bound name must name a lambda or function, declared
// before the calls it replaces. On multicore and host bind changes nothing:
// accepted.
// host-no-diagnostics

float onDevice(float x) { return x + 100; }

#pragma acc routine seq bind(onDevice)
auto unnamed = [](float x) { return x + 1; };

auto named = [](float x) { return x + 2; };
// gpu-error@+1 {{'bind("onDeviceSymbol")' names no function declared before this 'routine' directive or after it in its scope}}
#pragma acc routine(named) seq bind("onDeviceSymbol")

// Without bind the lambda is compiled for the device as any lambda a
// compute construct calls.
#pragma acc routine seq
auto plain = [](float x) { return x + 3; };

// bind to a lambda declared after a call that device code makes.
#pragma acc routine seq bind(deviceLambda)
float hostFunction(float x) { return x; }

float use(float *a, int n) {
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; ++i)
    // gpu-error@+1 {{device code calls 'hostFunction' here, whose 'bind' names 'deviceLambda', declared after this call: declare 'deviceLambda' before it}}
    a[i] = unnamed(a[i]) + named(a[i]) + plain(a[i]) + hostFunction(a[i]);
  return a[0];
}
auto deviceLambda = [](float x) { return x + 4; };
#pragma acc routine(deviceLambda) seq

// bind to a lambda without a routine directive: a compute construct maps
// the variable, a routine function cannot read it (a fuzzing find; the
// OpenMP compile rejected it).
auto hostOnlyLambda = [](float x) { return x + 5; };
#pragma acc routine seq bind(hostOnlyLambda)
float otherFunction(float x) { return x; }
#pragma acc routine seq
float caller(float x) {
  // gpu-error@+1 {{this 'routine' function calls 'otherFunction', whose 'bind' names lambda 'hostOnlyLambda', which has no 'routine' directive: the function's device code cannot read the variable (add '#pragma acc routine(hostOnlyLambda) seq')}}
  return otherFunction(x);
}
float construct(float *a, int n) {
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = otherFunction(a[i]);
  return a[0];
}
